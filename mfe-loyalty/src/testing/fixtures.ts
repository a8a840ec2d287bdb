import type { AccountInfo } from '@casino/shared';

export const LEVELS = [
  { id: 1, sysname: 'bronze', title: 'Bronza', image_url: '', minValue: 0, maxValue: 1000, expCount: 0 },
  { id: 2, sysname: 'silver', title: 'Kumush', image_url: '', minValue: 1000, maxValue: 5000, expCount: 1000 },
  { id: 3, sysname: 'gold', title: 'Oltin', image_url: '', minValue: 5000, maxValue: null, expCount: 5000 },
];

export const INFO = { id: 1, uid: 7, is_active: true, points: 600, exp: 3400, character: null, level: LEVELS[1], levels: LEVELS, pointsAlias: 'yulduzlar' };

export const PROGRAMS = {
  data: {
    items: [
      {
        id: 1,
        sysname: 'star-club',
        is_active: true,
        description: { title: 'Yulduzlar klubi', text: 'Yulduz yigʻing', image_url: '' },
        pointsAlias: 'yulduzlar',
        levels: LEVELS,
      },
    ],
    total: 1,
  },
};

export const PRODUCTS = {
  data: {
    items: [
      {
        id: 11,
        sysname: 'bonus-5',
        type: 'bonus',
        price: 500,
        stock: null,
        description: { title: '5 USD bonus', image_url: '' },
        grants: { amount: 5, wager: 10 },
      },
      { id: 12, sysname: 'hoodie', type: 'merch', price: 9000, stock: 25, description: { title: 'Xudi', image_url: '' }, grants: {} },
    ],
    total: 2,
  },
};

export const CHARACTERS = {
  data: {
    items: [
      { id: 1, sysname: 'merchant', description: { title: 'Savdogar', image_url: '' } },
      { id: 2, sysname: 'explorer', description: { title: 'Sayyoh', image_url: '' } },
    ],
    total: 2,
    offset: 0,
    limit: 100,
  },
};

export const PLAYER = { uid: 7, login: 'player@example.org' } as AccountInfo;

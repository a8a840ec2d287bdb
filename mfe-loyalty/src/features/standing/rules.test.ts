import { standingOf } from './rules';

const LEVELS = [
  { id: 1, sysname: 'bronze', title: 'Bronza', image_url: '', minValue: 0, maxValue: 1000, expCount: 0 },
  { id: 2, sysname: 'silver', title: 'Kumush', image_url: '', minValue: 1000, maxValue: 5000, expCount: 1000 },
  { id: 3, sysname: 'diamond', title: 'Olmos', image_url: '', minValue: 5000, maxValue: null, expCount: 5000 },
];
const INFO = { id: 1, uid: 7, is_active: true, points: 1250, exp: 3400, character: null, level: LEVELS[1]!, levels: LEVELS, pointsAlias: 'yulduzlar' };
const PROGRAM = { id: 1, sysname: 'star-club', is_active: true, description: { title: '', text: '', image_url: '' }, pointsAlias: 'stars', levels: LEVELS };

describe('the standing the profile shows', () => {
  it('is the level, the points under their name, and progress from the level minimum to its maximum (spec §9, rounded down)', () => {
    expect(standingOf(INFO, PROGRAM)).toEqual({
      active: true,
      level: LEVELS[1],
      next: LEVELS[2],
      points: 1250,
      pointsAlias: 'yulduzlar',
      exp: 3400,
      progress: 60,
    });
    expect(standingOf({ ...INFO, exp: 1999 }, null).progress).toBe(24);
  });

  it('is full at the top level, which has no maximum', () => {
    expect(standingOf({ ...INFO, exp: 9000, level: LEVELS[2]! }, null)).toMatchObject({ next: null, progress: 100 });
  });

  it('takes the level, levels and points name from the programme when the standing lacks them', () => {
    const bare = { ...INFO, level: null, levels: [], pointsAlias: '', exp: 500 };
    expect(standingOf(bare, PROGRAM)).toMatchObject({ level: LEVELS[0], next: LEVELS[1], pointsAlias: 'stars', progress: 50 });
  });

  it('is inactive outside any active programme', () => {
    expect(standingOf({ ...INFO, id: 0, is_active: false, level: null, levels: [] }, null)).toMatchObject({ active: false, level: null, progress: 0 });
  });
});

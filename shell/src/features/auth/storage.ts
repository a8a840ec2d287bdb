/**
 * Web storage that never throws: private modes, full quotas and disabled storage only lose the
 * remembered value, never the page.
 */
type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function store(name: Area) {
  return {
    get(key: string): string | null {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area(name)?.setItem(key, value);
      } catch {
        /* storage unavailable: nothing is remembered */
      }
    },
    remove(key: string): void {
      try {
        area(name)?.removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

export const local = store('localStorage');
export const session = store('sessionStorage');

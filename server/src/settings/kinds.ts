/**
 * The kinds of value a setting takes, each with the words an operator reads when a value is
 * refused (`PORT=abc: expected a whole number from 0 to 65535`). A kind reads the trimmed text
 * of a set variable; an unset or empty variable never reaches it (the setting's default applies).
 */
import { availableParallelism } from 'node:os';

export interface Kind<T> {
  /** What a value must look like, after "expected". */
  expected: string;
  /** The value, or undefined when the text is not one. */
  read(text: string): T | undefined;
}

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

export const flag: Kind<boolean> = {
  expected: 'on or off (1/0, true/false, yes/no)',
  read: (text) => (ON.includes(text.toLowerCase()) ? true : OFF.includes(text.toLowerCase()) ? false : undefined),
};

export const text: Kind<string> = { expected: 'text', read: (t) => t };

/** A whole number within bounds (inclusive). */
export function int(min: number, max = Number.MAX_SAFE_INTEGER): Kind<number> {
  const expected = max === Number.MAX_SAFE_INTEGER ? `a whole number, at least ${min}` : `a whole number from ${min} to ${max}`;
  return {
    expected,
    read: (t) => {
      if (!/^[+-]?\d+$/.test(t)) return undefined;
      const n = Number(t);
      return n >= min && n <= max ? n : undefined;
    },
  };
}

/** A number within bounds; `above` excludes the lower bound (a share of 0 would mean "always"). */
export function decimal(min: number, max: number, { above = false, what = 'a number' } = {}): Kind<number> {
  return {
    expected: `${what} ${above ? 'above' : 'from'} ${min} ${above ? 'and at most' : 'to'} ${max}`,
    read: (t) => {
      if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return undefined;
      const n = Number(t);
      return (above ? n > min : n >= min) && n <= max ? n : undefined;
    },
  };
}

export function oneOf<const T extends string>(...known: T[]): Kind<T> {
  return { expected: `one of ${known.join(', ')}`, read: (t) => (known as string[]).find((k) => k === t.toLowerCase() || k === t) as T | undefined };
}

/** Comma-separated origins (`https://casino.example`), trailing slashes dropped. */
export const origins: Kind<string[]> = {
  expected: 'origins such as https://casino.example, separated by commas',
  read: (t) => {
    const list = t
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const o of list) {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        return undefined;
      }
      if (url.origin !== o || !['http:', 'https:'].includes(url.protocol)) return undefined;
    }
    return list;
  },
};

/** One origin (scheme, host, port). */
export const origin: Kind<string> = {
  expected: 'one origin such as https://casino.example',
  read: (t) => {
    const list = origins.read(t);
    return list?.length === 1 ? list[0] : undefined;
  },
};

/** Fastify's trustProxy: off, on, a hop count, or the proxies' addresses/CIDRs. Untrusted by default: a forwarded-for header from anyone else would reset every per-IP limit. */
export const trustProxy: Kind<boolean | number | string[]> = {
  expected: "off, or the proxies' addresses/CIDRs separated by commas (10.0.0.0/8,127.0.0.1); true and hop counts only in the demo",
  read: (t) => {
    const v = t.toLowerCase();
    if (OFF.includes(v)) return false;
    if (['true', 'yes', 'on'].includes(v)) return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const address = /^[0-9a-f.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
    return list.every((a) => address.test(a)) ? list : undefined;
  },
};

/** SERVER_WORKERS: a count (1–64) or `auto`, one per core the process may use. */
export const workerCount: Kind<number> = {
  expected: 'a count from 1 to 64, or auto (one per core)',
  read: (t) => {
    if (t.toLowerCase() === 'auto') return availableParallelism();
    return int(1, 64).read(t);
  },
};

/** A comma-separated list of names from a known set, or `1`/`all` for every one of them and `0`/`off` for none. */
export function namesOf<const T extends string>(known: readonly T[]): Kind<T[]> {
  return {
    expected: `1 (all), 0 (none) or some of ${known.join(', ')} separated by commas`,
    read: (t) => {
      const v = t.toLowerCase();
      if (['1', 'true', 'yes', 'on', 'all'].includes(v)) return [...known];
      if (OFF.includes(v)) return [];
      const names = v
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      return names.every((n) => (known as readonly string[]).includes(n)) ? (names as T[]) : undefined;
    },
  };
}

/** Any kind whose text is read by a function that throws its own explanation (JSON lists, amounts). */
export function custom<T>(expected: string, read: (text: string) => T | undefined): Kind<T> {
  return { expected, read };
}

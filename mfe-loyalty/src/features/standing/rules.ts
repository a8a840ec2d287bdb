import { percentProgress, type Result } from '@casino/shared';

type Info = Result<'loyalty.getinfo'>;
type Program = Result<'loyalty.getPrograms'>['items'][number];
type Level = Info['levels'][number];

export interface Standing {
  /** False when the player is in no active programme. */
  active: boolean;
  level: Level | null;
  next: Level | null;
  points: number;
  /** The programme's name for its points ("yulduzlar"); empty when it has none. */
  pointsAlias: string;
  exp: number;
  /** Spec §9 percent progress from the level's minimum to its maximum (100 at the top level). */
  progress: number;
}

/**
 * What the profile shows of the loyalty programme: the level, the points under their name, and how
 * far the experience has come from this level's minimum towards the next level.
 */
export function standingOf(info: Info, program: Program | null): Standing {
  const levels = (info.levels.length ? info.levels : (program?.levels ?? [])).slice().sort((a, b) => a.minValue - b.minValue);
  const level = info.level ?? [...levels].reverse().find((l) => info.exp >= l.minValue) ?? null;
  const index = level ? levels.findIndex((l) => l.id === level.id) : -1;
  const next = index >= 0 ? (levels[index + 1] ?? null) : null;
  const progress = level ? Math.max(0, Math.min(100, percentProgress(info.exp, level.minValue, level.maxValue ?? next?.minValue ?? null))) : 0;
  return {
    active: info.is_active && info.id > 0,
    level,
    next,
    points: info.points,
    pointsAlias: info.pointsAlias || program?.pointsAlias || '',
    exp: info.exp,
    progress,
  };
}

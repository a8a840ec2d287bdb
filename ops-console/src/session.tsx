import { createContext, useContext } from 'react';
import type { Operator } from './api';

export interface SessionState {
  operator: Operator | null;
  setOperator(operator: Operator | null): void;
}

export const SessionContext = createContext<SessionState>({ operator: null, setOperator: () => {} });
export const useSession = (): SessionState => useContext(SessionContext);

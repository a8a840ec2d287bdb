import type { AuthView } from '../constants';
import { AuthPanel } from './AuthPanel';

/** Content of the auth popup (spec §2 dialog contents); `view` picks the first tab. */
export default function AuthDialog({ view = 'login' }: { view?: AuthView }) {
  return <AuthPanel initialView={view} headingLevel={2} />;
}

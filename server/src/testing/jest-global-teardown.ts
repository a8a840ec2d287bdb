import { removeTemplate } from './template';

export default function globalTeardown(): void {
  removeTemplate();
}

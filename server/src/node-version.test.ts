import { nodeVersionProblem } from './node-version';

it('refuses a Node.js older than 20.19 in one line that says what to do', () => {
  expect(nodeVersionProblem('20.19.0')).toBeNull();
  expect(nodeVersionProblem('20.20.2')).toBeNull();
  expect(nodeVersionProblem('22.1.0')).toBeNull();
  expect(nodeVersionProblem('24.0.0')).toBeNull();
  expect(nodeVersionProblem('20.18.3')).toBe('Node.js 20.18.3 is too old: the server needs 20.19 or newer (see .nvmrc; nvm use).');
  expect(nodeVersionProblem('18.20.0')).toMatch(/^Node.js 18.20.0 is too old/);
});

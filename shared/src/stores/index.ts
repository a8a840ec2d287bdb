export * from './session';
export * from './locale';
export * from './config';
export * from './dialogs';
export * from './toasts';

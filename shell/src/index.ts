// Async boundary: Module Federation sets up the share scope before any shared module is imported;
// the rest loads as one preloaded chunk (ShellStartPreloadPlugin).
void import('./app/bootstrap');

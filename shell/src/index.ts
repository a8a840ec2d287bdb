// The shell starts from a small entry that loads the rest as one preloaded chunk (ShellStartPreloadPlugin).
import('./app/bootstrap');

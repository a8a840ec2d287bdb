// The console starts from a small entry that loads the rest as one chunk.
void import('./bootstrap');

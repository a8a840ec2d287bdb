// Moved to the contract package (the server reads it without the browser platform).
export * from '@casino/contract/responsible-gaming/index';

// The package's compile-module entry has no types of its own beside it; they live in its lib folder.
declare module '@messageformat/core/compile-module.js' {
  export { default } from '@messageformat/core/lib/compile-module';
}

/**
 * The part of @koa/multer the upload parser uses (the package ships no types; @types/koa__multer
 * would replace this file). Its middlewares run multer on the request and move what it parsed to
 * `ctx.request.body` and `ctx.request.files`.
 */
declare module '@koa/multer' {
  import type Koa from 'koa';
  import type { Options } from 'multer';

  interface KoaMulter {
    array(field: string, maxCount?: number): Koa.Middleware;
  }

  function multer(options?: Options): KoaMulter;
  export default multer;
}

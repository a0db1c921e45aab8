// The part of json-server 0.17's CommonJS module API (and of the Express 4 app it creates) that the
// reference server uses. json-server ships no types.
declare module 'json-server' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Next = (error?: unknown) => void;
  export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  export type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

  export interface App {
    (req: IncomingMessage, res: ServerResponse): void;
    use(...handlers: Array<Middleware | ErrorMiddleware>): App;
    disable(setting: string): App;
    set(setting: string, value: unknown): App;
  }

  const jsonServer: {
    create(): App;
    defaults(options?: Record<string, unknown>): Middleware[];
    bodyParser: Middleware[];
    router(source: string | object): Middleware & { db: unknown };
  };
  export default jsonServer;
}

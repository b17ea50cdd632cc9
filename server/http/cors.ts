import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The API answers cross-origin calls only from CORS_ORIGIN (an app built with VITE_API_BASE pointing
 * here); unset, browsers keep it same-origin. Credentials travel in the Authorization header, never
 * cookies, so `credentials` stays off.
 */
export async function registerCors(app: FastifyInstance, origin: string | undefined): Promise<void> {
  if (!origin) return;
  await app.register(cors, {
    origin,
    methods: ['GET', 'POST', 'PATCH'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Ref-Code', 'Last-Event-ID'],
    maxAge: 600,
  });
}

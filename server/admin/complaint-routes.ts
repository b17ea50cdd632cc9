import type { FastifyInstance } from 'fastify';
import type { AdminComplaint, ComplaintStatus } from '../../src/contract/complaints';
import { adminApi } from '../../src/contract/endpoints/admin';
import { enqueueNotification } from '../bot-outbox/outbox-repository';
import { addMessage, adminComplaints, assignComplaint, ComplaintTransitionError, findComplaint, setComplaintStatus } from '../complaints/complaint-repository';
import { evidencePack } from '../complaints/evidence-pack';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { AdminDeps } from './admin-deps';
import { audited } from './audited';

const complaintTarget = (params: Record<string, string>) => `complaint:${params.id}`;

async function lockedComplaint(tx: Queryable, id: number, at: Date): Promise<AdminComplaint> {
  const complaint = await findComplaint(tx, id, at, { lock: true });
  if (!complaint) throw new ApiError(404, 'complaint_not_found', `no complaint ${id}`);
  return complaint;
}

/** Moves it through the one writer; a move the table refuses is a 409 the audit log records. */
async function move(tx: Queryable, complaint: AdminComplaint, to: ComplaintStatus, at: Date): Promise<void> {
  try {
    if (!(await setComplaintStatus(tx, complaint.id, complaint.status, to, at))) throw new ApiError(409, 'complaint_transition', 'the complaint changed meanwhile; reload it');
  } catch (error) {
    if (error instanceof ComplaintTransitionError) throw new ApiError(409, 'complaint_transition', error.message);
    throw error;
  }
}

/** The complaints queue (docs/back-office.md, "Complaints"): every step in the audit log. */
export async function adminComplaintRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  route(app, adminApi['GET /complaints'], {
    config: { admin: { role: 'viewer', action: 'complaints.list' } },
    handler: async (request) => ({ data: await adminComplaints(deps.db, request.query.status, deps.clock()) }),
  });

  route(app, adminApi['GET /complaints/:id'], {
    config: { admin: { role: 'viewer', action: 'complaint.view', target: complaintTarget } },
    handler: async (request) => {
      const complaint = await findComplaint(deps.db, request.params.id, deps.clock());
      if (!complaint) throw new ApiError(404, 'complaint_not_found', `no complaint ${request.params.id}`);
      return { data: complaint };
    },
  });

  route(app, adminApi['POST /complaints/:id/assign'], {
    config: { admin: { role: 'support', action: 'complaint.assign', target: complaintTarget } },
    handler: async (request) => {
      const { id } = request.params;
      const data = await audited(deps, request.operator, 'complaint.assign', `complaint:${id}`, async (tx, at) => {
        const before = await lockedComplaint(tx, id, at);
        await assignComplaint(tx, id, request.operator.telegramId);
        return { before: { assignedTo: before.assignedTo }, after: { assignedTo: request.operator.telegramId }, result: await lockedComplaint(tx, id, at) };
      });
      return { data };
    },
  });

  route(app, adminApi['POST /complaints/:id/reply'], {
    config: { admin: { role: 'support', action: 'complaint.reply', target: complaintTarget } },
    handler: async (request) => {
      const { id } = request.params;
      const { text } = request.body;
      const data = await audited(deps, request.operator, 'complaint.reply', `complaint:${id}`, async (tx, at) => {
        const before = await lockedComplaint(tx, id, at);
        if (before.status === 'closed') throw new ApiError(409, 'complaint_transition', 'a closed complaint takes no reply');
        await addMessage(tx, id, { author: 'operator', operatorTelegramId: request.operator.telegramId, text, at });
        if (before.status !== 'answered') await move(tx, before, 'answered', at);
        // The answer reaches the player through the bot too, once per reply, with the same commit.
        const [{ n }] = (await tx.query<{ n: string }>("SELECT count(*)::text AS n FROM complaint_messages WHERE complaint_id = $1 AND author = 'operator'", [id])) as [{ n: string }];
        await enqueueNotification(tx, before.player.id, 'complaint_answered', { complaintId: id, text }, { dedupeKey: `complaint:${id}:reply:${n}` });
        return { before: { status: before.status }, after: { status: 'answered', reply: text }, result: await lockedComplaint(tx, id, at) };
      });
      return { data };
    },
  });

  route(app, adminApi['POST /complaints/:id/status'], {
    config: { admin: { role: 'support', action: 'complaint.status', target: complaintTarget } },
    handler: async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const data = await audited(deps, request.operator, 'complaint.status', `complaint:${id}`, async (tx, at) => {
        const before = await lockedComplaint(tx, id, at);
        await move(tx, before, status, at);
        return { before: { status: before.status }, after: { status }, result: await lockedComplaint(tx, id, at) };
      });
      return { data };
    },
  });

  route(app, adminApi['GET /complaints/:id/evidence'], {
    config: { admin: { role: 'support', action: 'complaint.evidence', target: complaintTarget } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const at = deps.clock();
      // Exporting a player's data is itself an action the audit log keeps.
      const zip = await audited(deps, request.operator, 'complaint.evidence', `complaint:${id}`, async (tx) => {
        const complaint = await findComplaint(tx, id, at);
        if (!complaint) throw new ApiError(404, 'complaint_not_found', `no complaint ${id}`);
        return { before: null, after: { exported: true }, result: await evidencePack(tx, complaint, at) };
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="sendswin-complaint-${id}-evidence.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
}

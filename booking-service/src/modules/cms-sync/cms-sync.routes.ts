import { cmsSync as contract } from '@islandstay/shared/contract/cms-sync.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { CmsSyncService } from './cms-sync.service.ts';

export function cmsSyncRoutes(sync: CmsSyncService): RouteDef[] {
  return [
    implement(contract.receiveEvent, async (ctx, { body }) => {
      ctx.body = await sync.apply(body);
    }),
    implement(contract.resyncFromCli, async (ctx) => {
      ctx.body = await sync.reconcile();
    }),
    implement(contract.resync, async (ctx) => {
      ctx.body = await sync.reconcile();
    }),
  ];
}

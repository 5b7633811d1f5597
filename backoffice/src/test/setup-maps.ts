/**
 * Component tests only (vitest.config.ts setupFiles): MapLibre and web-common's WebGL check are the
 * stand-in of maplibre-stand-in.ts in every test file, so every file's maps are the same recorder.
 */
import { vi } from 'vitest';

vi.mock('maplibre-gl', async () => (await import('./maplibre-stand-in.ts')).maplibre.module);
vi.mock('@islandstay/web-common/maps/maplibre-worker', () => ({ maplibreWorkerUrl: '/admin/assets/maplibre-worker.js' }));
vi.mock('@islandstay/web-common/maps/webgl', async () => {
  const { webgl } = await import('./maplibre-stand-in.ts');
  return { hasWebGL: () => webgl.available };
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Build variants are Vite modes: `vite build --mode cn` or the default (vietnam).
// They only set defaults; /config.json can still override the variant at run time.
const SIM_PORT = Number(process.env.SIM_PORT ?? 5174);

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    __BUILD_VARIANT__: JSON.stringify(mode === 'cn' ? 'cn' : 'vietnam'),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${SIM_PORT}`,
      '/fb': `http://127.0.0.1:${SIM_PORT}`,
      '/sim': `http://127.0.0.1:${SIM_PORT}`,
      '/live': `http://127.0.0.1:${SIM_PORT}`,
      '/config.json': `http://127.0.0.1:${SIM_PORT}`,
      '/socket.io': { target: `ws://127.0.0.1:${SIM_PORT}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
}));

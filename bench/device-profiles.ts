/**
 * The two devices the benches measure on: a desktop (1280x900) and a phone as Lighthouse's mobile preset slows it
 * (375x812, the H5 layout, touch, the CPU 4x slower through CDP `Emulation.setCPUThrottlingRate`).
 */
export interface DeviceProfile {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  mobile: boolean;
  /** CDP Emulation.setCPUThrottlingRate: 4 is Lighthouse's mobile preset. */
  cpu: number;
}

export const DESKTOP: DeviceProfile = {
  name: 'desktop',
  viewport: { width: 1280, height: 900 },
  mobile: false,
  cpu: 1,
};
export const PHONE: DeviceProfile = { name: 'phone', viewport: { width: 375, height: 812 }, mobile: true, cpu: 4 };

/** The browser context (or page) options that make the device: its viewport, touch and pixel ratio. */
export const deviceOptions = (p: DeviceProfile) => ({
  viewport: p.viewport,
  isMobile: p.mobile,
  hasTouch: p.mobile,
  deviceScaleFactor: p.mobile ? 2 : 1,
});

/** How the device is named in a bench's table: "phone (375x812, CPU 4x)". */
export const deviceLabel = (p: DeviceProfile) =>
  `${p.name} (${p.viewport.width}x${p.viewport.height}${p.cpu > 1 ? `, CPU ${p.cpu}x` : ''})`;

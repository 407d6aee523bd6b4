import type { FeatureDeps } from '../feature-deps';

/** The staff screens' calls (presenter console tabs, super-admin center), loaded with the first of them. */
export const SUPER_ADMIN_SERVICES = {
  staff: ({ live }: FeatureDeps) =>
    import('../../api/admin/staff-apis').then(({ createStaffApis }) => createStaffApis(live)),
};

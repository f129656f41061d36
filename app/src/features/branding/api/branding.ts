import { brandingApi } from '../../../../../contracts/branding';
import { call } from '../../../api/client';

/** Each answers the workspace's look as it now is. */
export const brandingActions = {
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(brandingApi.uploadLogo, { body: form });
  },
  setAccentColor: (accentkleur: string) => call(brandingApi.setAccentColor, { body: { accentkleur } }),
};

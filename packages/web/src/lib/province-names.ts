import { useCallback, useMemo } from 'react';
import { PROVINCE_NAMES, PROVINCES, type Province } from '@bm/domain';
import type { InputOption } from '../components/inputs/input-option.ts';
import { useSay } from '../i18n/use-t.ts';

/**
 * A province's name in the screens' language ('Colombie-Britannique' in French), by its code: the
 * domain's PROVINCE_NAMES, said by their French in the domain's labels (one home).
 */
export function useProvinceName(): (code: Province) => string {
  const say = useSay();
  return useCallback((code: Province) => say(PROVINCE_NAMES[code]), [say]);
}

/** The provinces as a dropdown's options in the screens' language: 'Colombie-Britannique (BC)'. */
export function useProvinceOptions(): InputOption[] {
  const name = useProvinceName();
  return useMemo(() => PROVINCES.map((code) => ({ value: code, label: `${name(code)} (${code})` })), [name]);
}

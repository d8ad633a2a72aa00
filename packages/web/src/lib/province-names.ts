import { useMemo } from 'react';
import { PROVINCES, type Province } from '@bm/domain';
import type { InputOption } from '../components/inputs/input-option.ts';
import { useT } from '../i18n/use-t.ts';
import { provinceMessages } from './messages.ts';

/** A province's name in the screens' language ('Colombie-Britannique' in French), by its code. */
export function useProvinceName(): (code: Province) => string {
  return useT(provinceMessages);
}

/** The provinces as a dropdown's options in the screens' language: 'Colombie-Britannique (BC)'. */
export function useProvinceOptions(): InputOption[] {
  const name = useProvinceName();
  return useMemo(() => PROVINCES.map((code) => ({ value: code, label: `${name(code)} (${code})` })), [name]);
}

import type { PolicyModalType } from '@bm/domain';
import { actionLabelMessages } from './messages.ts';

/**
 * The Actions menu's label of each modal type in English: the call to action the open event records
 * (the menu shows `actionLabelMessages` in the screens' language).
 */
export const ACTION_LABELS = Object.fromEntries(
  Object.entries(actionLabelMessages).map(([type, label]) => [type, label.en]),
) as Record<PolicyModalType, string>;

import type { ReactNode } from 'react';

export type Label = ReactNode;

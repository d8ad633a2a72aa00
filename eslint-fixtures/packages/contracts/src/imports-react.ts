import { useState } from 'react';

export const useQuote = () => useState(0);

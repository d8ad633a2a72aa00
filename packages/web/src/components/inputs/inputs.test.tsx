import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownInput } from './dropdown-input.tsx';
import type { InputOption } from './input-option.ts';
import { RadioGroupInput } from './radio-group-input.tsx';
import { SelectInput } from './select-input.tsx';

const TRADES: InputOption[] = [
  { value: 'carpentry', label: 'Carpentry' },
  { value: 'painting', label: 'Painting', tooltip: 'Interior and exterior painting' },
  { value: 'roofing', label: 'Roofing', disabled: true },
];

function MultiSelect({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <SelectInput
      id="trades"
      label="Trades"
      multiple
      options={TRADES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SelectInput', () => {
  it('filters the options as the broker types and picks one', async () => {
    const onChange = vi.fn();
    render(
      <SelectInput id="trade" label="Trade" options={TRADES} value={null} onChange={onChange} required />,
    );
    const input = screen.getByRole('combobox', { name: /^Trade/ });
    await userEvent.type(input, 'paint');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Carpentry' })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Painting' }));
    expect(onChange).toHaveBeenCalledWith('painting');
  });

  it('chooses several values and keeps disabled options unselectable', async () => {
    const onChange = vi.fn();
    render(<MultiSelect onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Trades' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carpentry' }));
    await userEvent.click(screen.getByRole('option', { name: 'Painting' }));
    expect(onChange).toHaveBeenLastCalledWith(['carpentry', 'painting']);
    expect(screen.getByRole('option', { name: 'Roofing' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says No Options Available when nothing matches', async () => {
    render(<SelectInput id="trade" label="Trade" options={[]} value={null} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Trade' }));
    expect(await screen.findByText('No Options Available')).toBeInTheDocument();
  });

  it('shows an option tooltip on hover', async () => {
    render(<SelectInput id="trade" label="Trade" options={TRADES} value={null} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Trade' }));
    await userEvent.hover(await screen.findByText('Painting'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Interior and exterior painting');
  });

  it('shows its error under the field', () => {
    render(
      <SelectInput
        id="trade"
        label="Trade"
        options={TRADES}
        value={null}
        onChange={() => undefined}
        error="Required"
      />,
    );
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});

describe('RadioGroupInput', () => {
  it('picks an option and says No Options Available without options', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RadioGroupInput id="cover" label="Cover level" options={TRADES} value={null} onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Cover level' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Carpentry' }));
    expect(onChange).toHaveBeenCalledWith('carpentry');
    rerender(
      <RadioGroupInput id="cover" label="Cover level" options={[]} value={null} onChange={onChange} />,
    );
    expect(screen.getByText('No Options Available')).toBeInTheDocument();
  });
});

describe('DropdownInput', () => {
  it('picks an option and says No Options Available without options', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DropdownInput id="province" label="Province" options={TRADES} value={null} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carpentry' }));
    expect(onChange).toHaveBeenCalledWith('carpentry');
    rerender(<DropdownInput id="province" label="Province" options={[]} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
    expect(await screen.findByRole('option', { name: 'No Options Available' })).toBeInTheDocument();
  });
});

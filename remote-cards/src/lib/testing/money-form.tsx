import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@portal/shared';

/** The money forms' tests drive them as a customer does: a router (the result's links) and the one cache. */
export const renderScreen = (ui: ReactElement) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );

export const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Presses the topmost button of that name (a dialog's over the form's). */
export const press = (name: string) =>
  act(async () => void fireEvent.click(screen.getAllByRole('button', { name }).at(-1)!));

/** A figure of the kit's review or result: amount, fee, total, rate, from, to. */
export { reviewFigure as figure } from '@portal/shared/testing';

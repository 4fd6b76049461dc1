// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createTableBody } from '@bakrom/shared/schemas/tables';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { TableForm } from './table-form';

const locations = [buildLocation()];

function renderForm(save = vi.fn().mockResolvedValue({ locationId: locations[0]!.id })) {
  renderWithProviders(
    <TableForm
      merchant="demo"
      locations={locations}
      initialLocationId={locations[0]!.id}
      schema={createTableBody}
      save={save}
      next={() => '/tables'}
      cancelTo="/tables"
    />,
  );
  return save;
}

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Navn/), { target: { value: '  Bord 9 ' } });
  fireEvent.change(screen.getByLabelText(/Antall plasser/), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText('Beskrivelse'), { target: { value: 'Ved vinduet' } });
}

describe('table form', () => {
  afterEach(cleanup);

  it('has the name placeholder and no location picker with a single location', () => {
    renderForm();
    expect(screen.getByLabelText(/Navn/).getAttribute('placeholder')).toBe('f.eks. Bord 1');
    expect(screen.queryByTestId('location-select')).toBeNull();
  });

  it('requires a name and a seat count above 0', () => {
    const save = renderForm();
    fireEvent.change(screen.getByLabelText(/Antall plasser/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText('Navn må fylles ut')).toBeTruthy();
    expect(screen.getByText('Antall plasser må være større enn 0')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a valid table with the location', () => {
    const save = renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(save).toHaveBeenCalledWith({
      merchant: 'demo',
      locationId: locations[0]!.id,
      name: 'Bord 9',
      capacity: 4,
      description: 'Ved vinduet',
    });
  });

  it('shows the messages of a 400 answer beside their fields', async () => {
    renderForm(
      vi.fn().mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'Ugyldig forespørsel', { name: 'Navnet kan ha høyst 100 tegn' })),
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Navnet kan ha høyst 100 tegn')).toBeTruthy();
  });
});

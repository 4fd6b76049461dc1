// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { RewardForm } from './reward-form';

const bryggen = buildLocation({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Bryggen' });
const aker = buildLocation({ id: '00000000-0000-4000-8000-0000000000a2', name: 'Aker brygge' });
const clash =
  'Bonusprogrammet «Vår» gjelder allerede 01.03.2027–31.05.2027 ved Bryggen. To bonusprogram kan ikke gjelde samme dag ved samme avdeling: endre datoene eller avdelingene.';

function fill() {
  fireEvent.change(screen.getByLabelText(/Navn/), { target: { value: 'Vinterbonus' } });
  fireEvent.change(screen.getByLabelText(/Prosent bonus/), { target: { value: '5' } });
}

describe('reward programme form', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for a name and a percent above 0; with one location there is no location choice', () => {
    const post = vi.spyOn(api, 'post');
    renderWithProviders(<RewardForm merchant="demo" data={{ locations: [bryggen], rewardProgram: null }} />);
    expect(screen.queryByRole('checkbox', { name: 'Bryggen' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Prosent bonus/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText('Navn må fylles ut')).toBeTruthy();
    expect(screen.getByText('Prosent må være større enn 0')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends every location of a new programme and shows the refusal of an overlapping one', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(new ApiError(409, 'CONFLICT', clash));
    renderWithProviders(<RewardForm merchant="demo" data={{ locations: [bryggen, aker], rewardProgram: null }} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.getByText(clash)).toBeTruthy());
    expect(post).toHaveBeenCalledWith(
      '/loyalty/createRewardProgram',
      expect.objectContaining({ name: 'Vinterbonus', percent: 5, validForLocationIds: [bryggen.id, aker.id], active: true }),
    );
  });
});

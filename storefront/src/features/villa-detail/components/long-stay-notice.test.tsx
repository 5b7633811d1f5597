import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../../../lib/i18n.ts';
import { LongStayNotice } from './long-stay-notice.tsx';

describe('LongStayNotice', () => {
  it('explains in English why the villa takes stays of 30 nights or more only', async () => {
    await initI18n('en');
    render(<LongStayNotice />);
    expect(screen.getByRole('heading', { name: 'Stays of 30 nights or more only' })).toBeInTheDocument();
    expect(screen.getByText(/needs a hotel licence or a non-hotel registration/)).toBeInTheDocument();
  });

  it('explains it in Thai', async () => {
    await initI18n('th');
    render(<LongStayNotice />);
    expect(screen.getByRole('heading', { name: 'รับเฉพาะการเข้าพัก 30 คืนขึ้นไป' })).toBeInTheDocument();
    expect(screen.getByText(/ใบอนุญาตประกอบธุรกิจโรงแรม/)).toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../test/render';
import { TextAreaField } from './text-area-field';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label={
        <>
          Verslag <span>(optioneel)</span>
        </>
      }
      rows={3}
      maxLength={20}
      value={value}
      onChange={setValue}
    />
  );
}

describe('TextAreaField', () => {
  it('is named by its label and hands back what is typed, new lines included', async () => {
    const user = setupUser();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Verslag (optioneel)' });
    await user.type(field, 'Goed{Enter}gesprek');
    expect(field).toHaveValue('Goed\ngesprek');
  });

  it('passes the textarea its limits', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('rows', '3');
    expect(field).toHaveAttribute('maxlength', '20');
  });
});

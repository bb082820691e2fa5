import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { DropZone } from './DropZone';

const LABEL = 'Ajouter des images';
const image = (name: string) => new File(['img'], name, { type: 'image/png' });

function zoneOf(button: HTMLElement): HTMLElement {
  const zone = button.parentElement;
  if (!zone) throw new Error('The button is not in a zone');
  return zone;
}

function dragEvent(files: File[]) {
  return { dataTransfer: { files, types: ['Files'], dropEffect: 'none' } };
}

it('opens the picker from the keyboard and hands over the picked files', async () => {
  const user = userEvent.setup();
  const onFiles = jest.fn();
  renderWithApp(<DropZone label={LABEL} onFiles={onFiles} />);
  const input = screen.getByLabelText<HTMLInputElement>(LABEL);
  expect(input).toHaveAttribute('name', 'file');
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(input.multiple).toBe(true);
  const click = jest.spyOn(input, 'click');

  const button = screen.getByRole('button', { name: `${LABEL} ou glissez-déposez ici` });
  expect(button).toHaveAccessibleDescription('Images uniquement, 2 Mo au plus chacune.');
  button.focus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(click).toHaveBeenCalledTimes(2);

  const files = [image('a.png'), image('b.png')];
  await user.upload(input, files);
  expect(onFiles).toHaveBeenCalledWith(files);
  // Emptied, so the same file picked again after a failure is a change.
  expect(input.value).toBe('');
});

it('highlights while files are dragged over it and hands over the dropped ones', () => {
  const onFiles = jest.fn();
  renderWithApp(<DropZone label={LABEL} onFiles={onFiles} />);
  const zone = zoneOf(screen.getByRole('button', { name: /Ajouter des images/ }));
  const files = [image('c.png')];

  fireEvent.dragEnter(zone, dragEvent(files));
  expect(zone).toHaveClass('drop-zone--over');
  fireEvent.dragLeave(zone, dragEvent(files));
  expect(zone).not.toHaveClass('drop-zone--over');
  fireEvent.dragEnter(zone, dragEvent(files));
  fireEvent.drop(zone, dragEvent(files));

  expect(zone).not.toHaveClass('drop-zone--over');
  expect(onFiles).toHaveBeenCalledWith(files);
});

it('takes nothing while disabled', () => {
  const onFiles = jest.fn();
  renderWithApp(<DropZone label={LABEL} onFiles={onFiles} disabled />);
  const button = screen.getByRole('button', { name: /Ajouter des images/ });
  expect(button).toBeDisabled();
  fireEvent.drop(zoneOf(button), dragEvent([image('d.png')]));
  expect(onFiles).not.toHaveBeenCalled();
});

// Tabs (tabs.tsx): only the chosen panel is drawn; `keepMounted` keeps a panel once shown; `prerender`
// draws a panel hidden once the screen has painted, so choosing it shows what is already there (what
// was typed in it too) rather than drawing it inside the tap.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Screen({ later }: { later: 'keepMounted' | 'prerender' }) {
  return (
    <Tabs defaultValue="one">
      <TabsList aria-label="Parts">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">
        <p>First part</p>
      </TabsContent>
      <TabsContent value="two" {...{ [later]: true }}>
        <input aria-label="Note" />
      </TabsContent>
    </Tabs>
  );
}

const panels = () => document.querySelectorAll('[role="tabpanel"]');

test('a prerendered panel is drawn hidden after the first paint, then only shown when chosen', async () => {
  render(<Screen later="prerender" />);
  expect(panels()).toHaveLength(1);
  // After the first paint and an idle moment, the second panel is there, hidden and out of reach.
  await waitFor(() => expect(panels()).toHaveLength(2));
  const note = screen.getByLabelText('Note');
  expect(note.closest('[role="tabpanel"]')).toHaveProperty('hidden', true);
  expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();

  await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
  // The same element, shown: nothing was drawn anew inside the tap.
  expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
  await userEvent.type(note, 'kept');
  // The first panel (no keepMounted) goes; the prerendered one stays with what was typed.
  await userEvent.click(screen.getByRole('tab', { name: 'One' }));
  expect(screen.queryByText('First part')).not.toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'kept');
});

test('a keepMounted panel is drawn only once chosen', async () => {
  render(<Screen later="keepMounted" />);
  // Well past the first paint and idle moment that a prerendered panel waits for.
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(panels()).toHaveLength(1);
  await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeNull();
});

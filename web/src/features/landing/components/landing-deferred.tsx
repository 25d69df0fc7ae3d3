import { Accordion, Text } from '@mantine/core';

/**
 * The parts of the landing page that sit far below the first screen and pull in components nothing above
 * them needs (the accordion, the forms with their text area). Loaded by `Deferred` (deferred-sections.tsx).
 */
export { SubscribeForm } from './subscribe-form';
export { WriteToUsForm } from './write-to-us-form';

const FAQ = [
  {
    q: 'How do I check that a product is genuine?',
    a: 'Type the id printed on the tag (it starts with INVE for an item or PACK for a package) or upload a photo of its QR code. A genuine product opens its public page with its brand, its trusted owner and its verified history.',
  },
  {
    q: 'What should I do if the check fails?',
    a: 'An unknown id or QR code is a sign of counterfeiting. Do not buy the product, and report it from the product page or write to us: the brand is notified immediately.',
  },
  {
    q: 'Who can see my ownership details?',
    a: 'Visitors only see the owner name shown as Trusted Owner. The full chain of owners and its history are shown only to its owners and its brand.',
  },
  {
    q: 'How do I register my products?',
    a: "Choose Let's Start, sign in with your e-mail and a one-time code, add your products and register stock items. Each item gets its own id and QR code.",
  },
];

export function FaqAccordion() {
  return (
    <Accordion variant="separated" radius="lg">
      {FAQ.map(({ q, a }) => (
        <Accordion.Item key={q} value={q} bg="white">
          <Accordion.Control>{q}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{a}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

import { ActionIcon, Anchor, Button, Card, type ActionIconProps, type AnchorProps, type ButtonProps, type CardProps } from '@mantine/core';
import { createLink, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ComponentProps } from 'react';

/**
 * Mantine components rendered as router links. `component={Link}` would lose the router's typing of
 * `params` and `search`; createLink keeps it (TanStack Router's documented integration).
 */
type AnchorAttributes = AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
const MantineActionIconAnchor = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorAttributes>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

const MantineCardAnchor = forwardRef<HTMLAnchorElement, CardProps & AnchorAttributes>((props, ref) => <Card component="a" ref={ref} {...props} />);

export const ButtonLink = createLink(MantineButtonAnchor);
export const AnchorLink = createLink(MantineAnchor);
export const ActionIconLink = createLink(MantineActionIconAnchor);
export const CardLink = createLink(MantineCardAnchor);

/**
 * A link button given as data (`to`, `search` or `params`, the button's props, its text as `children`) to a component
 * that places it; checked against the route tree like `<ButtonLink>` (`TOptions` is inferred from the literal).
 */
export type ButtonLinkProps<TOptions> = ValidateLinkOptions<RegisteredRouter, TOptions, string, typeof MantineButtonAnchor>;

/** Places a link button given as `ButtonLinkProps` (checked where it was written), with the placing component's margin. */
export function PlacedButtonLink<TOptions>({ link, mt }: { link: ButtonLinkProps<TOptions>; mt?: ButtonProps['mt'] }) {
  return <ButtonLink mt={mt} {...(link as ComponentProps<typeof ButtonLink>)} />;
}

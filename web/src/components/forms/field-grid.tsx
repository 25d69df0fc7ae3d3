import { Grid, type GridColProps, type GridProps } from '@mantine/core';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Fields (or facts) in a grid: each child in a column of `span`, by default two to a row from the `sm` breakpoint
 * and one a row on phones. A child that is its own `Grid.Col` (a field across the whole row) keeps its own span.
 */
export function FieldGrid({ span = { base: 12, sm: 6 }, gutter = 'md', children }: { span?: GridColProps['span']; gutter?: GridProps['gutter']; children: ReactNode }) {
  return (
    <Grid gutter={gutter}>
      {Children.map(children, (child) => (isValidElement(child) && child.type === Grid.Col ? child : child && <Grid.Col span={span}>{child}</Grid.Col>))}
    </Grid>
  );
}

import type { ComponentProps } from 'react'
import { cn } from './cn'

function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="container" className={cn('mx-auto w-full max-w-content px-gutter', className)} {...props} />
}

export { Container }

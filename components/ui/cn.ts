import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** The one way class names are joined: later utilities win over clashing earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

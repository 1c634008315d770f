// The one door to sonner, imported dynamically: its chunk is then named after it in the build.
export { Toaster, toast } from 'sonner';

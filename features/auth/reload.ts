/** Spec §2.4/§4: sign-in and sign-out end with a full reload (one place, so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}

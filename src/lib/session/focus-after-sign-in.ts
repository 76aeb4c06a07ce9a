let wanted = false;

/**
 * Asked for by a sign-in made in a dialog: the control that opened it is
 * gone once the admin is signed in (the header shows the admin's controls
 * instead), and focus would fall to the page's body.
 */
export function wantFocusAfterSignIn(): void {
  wanted = true;
}

/** Whether the control now in the sign-in's place should take focus; asked once. */
export function takeFocusAfterSignIn(): boolean {
  const taken = wanted;
  wanted = false;
  return taken;
}

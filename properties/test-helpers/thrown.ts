/** What `run` throws, for a test that reads an error's fields; a run that throws nothing fails the test. */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

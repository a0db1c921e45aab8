// The pass/fail list of the check scripts: each check prints one line as it goes; `failures` is what
// the script ends on.
export function checkList(): { check: (ok: boolean, what: string) => void; failures: string[] } {
  const failures: string[] = [];
  return {
    failures,
    check(ok, what) {
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
      if (!ok) failures.push(what);
    },
  };
}

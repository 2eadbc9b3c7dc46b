// A classic-BPF seccomp program for bwrap --seccomp (x86-64 only): refuses sockets and the kernel
// interfaces a learner's program never needs (ptrace, namespaces, mounts, keyrings, bpf, io_uring…)
// with EPERM, and kills any other syscall ABI (x32, i386). The network namespace is already empty;
// this is the second wall.

const AUDIT_ARCH_X86_64 = 0xc000003e;
const X32_SYSCALL_BIT = 0x40000000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO_EPERM = 0x00050000 | 1;
const RET_ALLOW = 0x7fff0000;

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const RET_K = 0x06;

/** x86-64 syscall numbers refused inside the sandbox. */
// socketpair stays allowed: the JDK's file channels open a socketpair at start-up (FileDispatcherImpl).
const DENIED: Record<string, number> = {
  socket: 41,
  connect: 42,
  accept: 43,
  bind: 49,
  listen: 50,
  ptrace: 101,
  personality: 135,
  chroot: 161,
  mount: 165,
  umount2: 166,
  swapon: 167,
  reboot: 169,
  init_module: 175,
  delete_module: 176,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  fanotify_init: 300,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  finit_module: 313,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsmount: 432,
  pidfd_getfd: 438,
};

type Insn = [code: number, jt: number, jf: number, k: number];

export function seccompSupported(): boolean {
  return process.arch === "x64" && process.platform === "linux";
}

/** The filter as bytes of struct sock_filter[] (little-endian), ready to be read by bwrap from a file descriptor. */
export function buildSeccompFilter(): Buffer {
  const denied = Object.values(DENIED);
  const prog: Insn[] = [
    [LD_W_ABS, 0, 0, 4], // seccomp_data.arch
    [JEQ_K, 1, 0, AUDIT_ARCH_X86_64],
    [RET_K, 0, 0, RET_KILL_PROCESS],
    [LD_W_ABS, 0, 0, 0], // seccomp_data.nr
    [JGE_K, 0, 1, X32_SYSCALL_BIT],
    [RET_K, 0, 0, RET_KILL_PROCESS],
  ];
  // One comparison per denied syscall; a match jumps to the EPERM return after the ALLOW.
  denied.forEach((nr, i) => {
    const toDeny = denied.length - i; // skip the remaining comparisons and the ALLOW
    prog.push([JEQ_K, toDeny, 0, nr]);
  });
  prog.push([RET_K, 0, 0, RET_ALLOW]);
  prog.push([RET_K, 0, 0, RET_ERRNO_EPERM]);
  const buf = Buffer.alloc(prog.length * 8);
  prog.forEach(([code, jt, jf, k], i) => {
    buf.writeUInt16LE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    buf.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return buf;
}

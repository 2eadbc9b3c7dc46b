// The warm Java compiler (lib/server/labs/java/warm-compiler.ts starts it inside the bubblewrap sandbox).
// One long-lived JVM compiles learners' sources in memory through javax.tools, so a run no longer pays for
// a cold javac (about 0.5 s of CPU); the learner's program still runs in a fresh sandboxed JVM of its own.
// Compiling never executes the learner's code: annotation processing is off (-proc:none), the class path
// is empty, and nothing compiled is loaded here; the class files go back to the app as bytes.
//
// Protocol on stdin/stdout, one request at a time; header lines are UTF-8 (Java names may be any letters):
//   request:  "COMPILE <fileName> <sourceBytes>\n" followed by the UTF-8 source
//   reply:    "OK <classCount> <diagnosticBytes>\n" then, per class, "<binaryName> <bytes>\n" + the bytes,
//             then the diagnostics (warnings) text;
//          or "ERROR <diagnosticBytes>\n" + javac's messages, in the words of the javac command line;
//          or "LIMIT classes\n" (the class files would pass the caps below) or "LIMIT memory\n" (javac ran out of heap).
// "READY\n" is written once the compiler has warmed up.
//
// Arguments: <maxClassBytes> <maxClassFileBytes> <maxDiagnosticBytes>. A few lines of source can fold constants
// into tens of MB of class file (s = s + s, ten times); such output is refused while javac writes it, so
// neither this JVM nor the app ever holds or copies it.
import java.io.*;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.*;
import javax.tools.*;

public final class CompileServer {
  private static final List<String> OPTIONS = List.of(
      "-proc:none", "-implicit:none", "-Xlint:none", "-Xmaxerrs", "20", "-Xmaxwarns", "20", "-encoding", "UTF-8",
      "-classpath", "/nonexistent", "-sourcepath", "/nonexistent");

  private static final class Source extends SimpleJavaFileObject {
    private final String name;
    private final String code;

    Source(String name, String code) {
      super(URI.create("string:///" + name), Kind.SOURCE);
      this.name = name;
      this.code = code;
    }

    @Override
    public String getName() {
      return name; // diagnostics say "Main.java:3: error: ..." like the javac command
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return code;
    }
  }

  /** Thrown into javac (which reports "error while writing") when the class files pass a cap. */
  private static final class TooLarge extends IOException {
    TooLarge() {
      super("class files too large");
    }
  }

  private static URI uri(String binaryName) {
    try {
      return new URI("mem", null, "/" + binaryName.replace('.', '/') + ".class", null); // quotes what a URI cannot hold
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(e);
    }
  }

  private final class ClassOutput extends SimpleJavaFileObject {
    final String binaryName;
    final Memory memory;
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    ClassOutput(String binaryName, Memory memory) {
      super(uri(binaryName), Kind.CLASS);
      this.binaryName = binaryName;
      this.memory = memory;
    }

    @Override
    public OutputStream openOutputStream() {
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          memory.total += len;
          if (memory.tooLarge || bytes.size() + len > maxClassFileBytes || memory.total > maxClassBytes) {
            memory.tooLarge = true;
            bytes.reset();
            throw new TooLarge();
          }
          bytes.write(b, off, len);
        }
      };
    }
  }

  private final class Memory extends ForwardingJavaFileManager<StandardJavaFileManager> {
    final List<ClassOutput> outputs = new ArrayList<>();
    long total;
    boolean tooLarge;

    Memory(StandardJavaFileManager fm) {
      super(fm);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      ClassOutput out = new ClassOutput(className, this);
      outputs.add(out);
      return out;
    }
  }

  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager standard = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
  private final long maxClassBytes;
  private final long maxClassFileBytes;
  private final int maxDiagnosticChars;

  private CompileServer(long maxClassBytes, long maxClassFileBytes, int maxDiagnosticChars) {
    this.maxClassBytes = maxClassBytes;
    this.maxClassFileBytes = maxClassFileBytes;
    this.maxDiagnosticChars = maxDiagnosticChars;
  }

  private static final byte[] LIMIT_CLASSES = "LIMIT classes\n".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] LIMIT_MEMORY = "LIMIT memory\n".getBytes(StandardCharsets.US_ASCII);

  private byte[] compile(String fileName, String code) throws IOException {
    StringWriter diagnostics = new StringWriter();
    Memory memory = new Memory(standard);
    boolean ok;
    try {
      ok = compiler.getTask(diagnostics, memory, null, OPTIONS, null, List.of(new Source(fileName, code))).call();
    } catch (OutOfMemoryError e) {
      return LIMIT_MEMORY;
    }
    if (memory.tooLarge) return LIMIT_CLASSES;
    String said = diagnostics.toString();
    // javac catches its own OutOfMemoryError and prints it as a compiler bug: the learner's program is too big to
    // compile, not javac broken. The heap it filled is garbage once the task is gone.
    if (!ok && said.contains("java.lang.OutOfMemoryError")) return LIMIT_MEMORY;
    if (said.length() > maxDiagnosticChars) {
      int end = Character.isHighSurrogate(said.charAt(maxDiagnosticChars - 1)) ? maxDiagnosticChars - 1 : maxDiagnosticChars;
      said = said.substring(0, end);
    }
    byte[] text = said.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (!ok) {
      out.write(("ERROR " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
      out.write(text);
      return out.toByteArray();
    }
    out.write(("OK " + memory.outputs.size() + " " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
    for (ClassOutput c : memory.outputs) {
      out.write((c.binaryName + " " + c.bytes.size() + "\n").getBytes(StandardCharsets.UTF_8));
      c.bytes.writeTo(out);
    }
    out.write(text);
    return out.toByteArray();
  }

  private static String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) return null;
      if (line.size() > 2048) throw new IOException("request line too long");
      line.write(c);
    }
    return line.toString(StandardCharsets.UTF_8);
  }

  public static void main(String[] args) throws IOException {
    CompileServer server = new CompileServer(Long.parseLong(args[0]), Long.parseLong(args[1]), Integer.parseInt(args[2]));
    InputStream in = new BufferedInputStream(System.in);
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
    // Warm up: the first compiles load and JIT-compile javac itself (about 40 ms each, then about 8 ms from the
    // tenth on, measured on the 2-core machine), so the class's first runs do not pay for it.
    for (int i = 0; i < 20; i++) server.compile("Main.java", "public class Main { public static void main(String[] a) { System.out.println(\"warm\" + a.length); } }");
    out.write("READY\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    for (String line = readLine(in); line != null; line = readLine(in)) {
      String[] parts = line.split(" ");
      // The app checked the file name (a Java identifier, short enough for a file system); here only the framing.
      if (parts.length != 3 || !parts[0].equals("COMPILE") || !parts[1].endsWith(".java") || parts[1].contains("/")) throw new IOException("bad request");
      int size = Integer.parseInt(parts[2]);
      if (size < 0 || size > 1 << 20) throw new IOException("source too large");
      byte[] source = in.readNBytes(size);
      if (source.length != size) return;
      out.write(server.compile(parts[1], new String(source, StandardCharsets.UTF_8)));
      out.flush();
    }
  }
}

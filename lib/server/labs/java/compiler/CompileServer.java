// The warm Java compiler (lib/server/labs/java/warm-compiler.ts starts it inside the bubblewrap sandbox).
// One long-lived JVM compiles learners' sources in memory through javax.tools, so a run no longer pays for
// a cold javac (about 0.5 s of CPU); the learner's program still runs in a fresh sandboxed JVM of its own.
// Compiling never executes the learner's code: annotation processing is off (-proc:none), the class path
// is empty, and nothing compiled is loaded here; the class files go back to the app as bytes.
//
// Protocol on stdin/stdout, one request at a time:
//   request:  "COMPILE <fileName> <sourceBytes>\n" followed by the UTF-8 source
//   reply:    "OK <classCount> <diagnosticBytes>\n" then, per class, "<binaryName> <bytes>\n" + the bytes,
//             then the diagnostics (warnings) text;
//          or "ERROR <diagnosticBytes>\n" + javac's messages, in the words of the javac command line.
// "READY\n" is written once the compiler has warmed up.
import java.io.*;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.*;
import javax.tools.*;

public final class CompileServer {
  private static final List<String> OPTIONS = List.of(
      "-proc:none", "-implicit:none", "-Xlint:none", "-Xmaxerrs", "20", "-encoding", "UTF-8",
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

  private static final class ClassOutput extends SimpleJavaFileObject {
    final String binaryName;
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    ClassOutput(String binaryName) {
      super(URI.create("mem:///" + binaryName.replace('.', '/') + ".class"), Kind.CLASS);
      this.binaryName = binaryName;
    }

    @Override
    public OutputStream openOutputStream() {
      return bytes;
    }
  }

  private static final class Memory extends ForwardingJavaFileManager<StandardJavaFileManager> {
    final List<ClassOutput> outputs = new ArrayList<>();

    Memory(StandardJavaFileManager fm) {
      super(fm);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      ClassOutput out = new ClassOutput(className);
      outputs.add(out);
      return out;
    }
  }

  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager standard = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);

  private byte[] compile(String fileName, String code) throws IOException {
    StringWriter diagnostics = new StringWriter();
    Memory memory = new Memory(standard);
    boolean ok = compiler.getTask(diagnostics, memory, null, OPTIONS, null, List.of(new Source(fileName, code))).call();
    byte[] text = diagnostics.toString().getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (!ok) {
      out.write(("ERROR " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
      out.write(text);
      return out.toByteArray();
    }
    out.write(("OK " + memory.outputs.size() + " " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
    for (ClassOutput c : memory.outputs) {
      byte[] b = c.bytes.toByteArray();
      out.write((c.binaryName + " " + b.length + "\n").getBytes(StandardCharsets.US_ASCII));
      out.write(b);
    }
    out.write(text);
    return out.toByteArray();
  }

  private static String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) return null;
      if (line.size() > 1024) throw new IOException("request line too long");
      line.write(c);
    }
    return line.toString(StandardCharsets.US_ASCII);
  }

  public static void main(String[] args) throws IOException {
    CompileServer server = new CompileServer();
    InputStream in = new BufferedInputStream(System.in);
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
    // Warm up: the first compiles load and JIT-compile javac itself (about 40 ms each, then about 8 ms from the
    // tenth on, measured on the 2-core machine), so the class's first runs do not pay for it.
    for (int i = 0; i < 20; i++) server.compile("Main.java", "public class Main { public static void main(String[] a) { System.out.println(\"warm\" + a.length); } }");
    out.write("READY\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    for (String line = readLine(in); line != null; line = readLine(in)) {
      String[] parts = line.split(" ");
      if (parts.length != 3 || !parts[0].equals("COMPILE") || !parts[1].matches("[A-Za-z_$][A-Za-z0-9_$]{0,200}\\.java")) throw new IOException("bad request");
      int size = Integer.parseInt(parts[2]);
      if (size < 0 || size > 1 << 20) throw new IOException("source too large");
      byte[] source = in.readNBytes(size);
      if (source.length != size) return;
      out.write(server.compile(parts[1], new String(source, StandardCharsets.UTF_8)));
      out.flush();
    }
  }
}

//! What cargo says, read from its JSON: `cargo metadata --format-version
//! 1` (packages, their targets and dependencies, the resolved graph) and
//! the messages of `cargo build --message-format=json` (what each
//! compiled crate was built with, and what build scripts set). Only the
//! fields the bundler reads are kept; a field cargo leaves out or sets to
//! `null` reads as empty.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A package's id, as cargo writes it (opaque: only compared).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PackageId(pub String);

/// The output of `cargo metadata`.
pub(crate) struct Metadata {
    pub packages: Vec<Package>,
    pub workspace_members: Vec<PackageId>,
    /// The resolved graph (absent with `--no-deps`).
    pub resolve: Option<Vec<Node>>,
    pub workspace_root: PathBuf,
    pub target_directory: PathBuf,
}

pub(crate) struct Package {
    pub id: PackageId,
    pub name: String,
    /// As the manifest gives it (`1.2.3-pre`).
    pub version: String,
    pub authors: Vec<String>,
    pub description: Option<String>,
    pub license: Option<String>,
    pub repository: Option<String>,
    pub homepage: Option<String>,
    /// As the manifest gives it (`1.70`).
    pub rust_version: Option<String>,
    /// Where it comes from (a registry or git); `None` for a path.
    pub source: Option<String>,
    pub dependencies: Vec<Dependency>,
    pub targets: Vec<Target>,
    pub features: BTreeMap<String, Vec<String>>,
    pub manifest_path: PathBuf,
    /// `[package.metadata]`, `null` where it has none.
    pub metadata: Value,
}

/// A dependency as the manifest declares it.
pub(crate) struct Dependency {
    /// The package's name.
    pub name: String,
    /// The name the manifest gives it, if another.
    pub rename: Option<String>,
    pub kind: DependencyKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DependencyKind {
    Normal,
    Development,
    Build,
}

impl DependencyKind {
    /// cargo's `kind`: `null` for a normal dependency.
    fn of(v: &Value) -> DependencyKind {
        match v.as_str() {
            Some("dev") => DependencyKind::Development,
            Some("build") => DependencyKind::Build,
            _ => DependencyKind::Normal,
        }
    }
}

pub(crate) struct Target {
    pub name: String,
    /// `bin`, `lib`, `rlib`, `proc-macro`, `custom-build`, ...
    pub kind: Vec<String>,
    pub src_path: PathBuf,
    pub edition: String,
}

impl Target {
    pub(crate) fn is_bin(&self) -> bool {
        self.kind.iter().any(|k| k == "bin")
    }
}

/// A package of the resolved graph, and the packages its dependencies
/// resolved to.
pub(crate) struct Node {
    pub id: PackageId,
    pub deps: Vec<NodeDep>,
}

pub(crate) struct NodeDep {
    /// The name the depending crate's code uses.
    pub name: String,
    pub pkg: PackageId,
    pub dep_kinds: Vec<DependencyKind>,
}

fn text(v: &Value, key: &str) -> String {
    v[key].as_str().unwrap_or_default().to_string()
}

fn optional(v: &Value, key: &str) -> Option<String> {
    v[key].as_str().map(str::to_string)
}

fn texts(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

fn id(v: &Value) -> PackageId {
    PackageId(v.as_str().unwrap_or_default().to_string())
}

impl Metadata {
    /// Reads `cargo metadata --format-version 1`'s output: its line that
    /// is a JSON object (a wrapper of cargo may print other lines).
    pub(crate) fn parse(out: &[u8]) -> Result<Metadata, String> {
        let json = out
            .split(|&b| b == b'\n')
            .find(|line| line.starts_with(b"{"))
            .ok_or("its output holds no JSON object")?;
        let v: Value = serde_json::from_slice(json).map_err(|e| e.to_string())?;
        if v["version"].as_u64() != Some(1) {
            return Err("its output is not of format version 1".to_string());
        }
        let packages = list(&v["packages"]).iter().map(Package::of).collect();
        let resolve = v["resolve"].as_object().map(|r| {
            list(&r["nodes"])
                .iter()
                .map(|n| Node {
                    id: id(&n["id"]),
                    deps: list(&n["deps"])
                        .iter()
                        .map(|d| NodeDep {
                            name: text(d, "name"),
                            pkg: id(&d["pkg"]),
                            dep_kinds: list(&d["dep_kinds"])
                                .iter()
                                .map(|k| DependencyKind::of(&k["kind"]))
                                .collect(),
                        })
                        .collect(),
                })
                .collect()
        });
        Ok(Metadata {
            packages,
            workspace_members: list(&v["workspace_members"]).iter().map(id).collect(),
            resolve,
            workspace_root: text(&v, "workspace_root").into(),
            target_directory: text(&v, "target_directory").into(),
        })
    }

    /// The workspace's members.
    pub(crate) fn workspace_packages(&self) -> Vec<&Package> {
        self.packages
            .iter()
            .filter(|p| self.workspace_members.contains(&p.id))
            .collect()
    }
}

impl Package {
    fn of(p: &Value) -> Package {
        Package {
            id: id(&p["id"]),
            name: text(p, "name"),
            version: text(p, "version"),
            authors: texts(&p["authors"]),
            description: optional(p, "description"),
            license: optional(p, "license"),
            repository: optional(p, "repository"),
            homepage: optional(p, "homepage"),
            rust_version: optional(p, "rust_version"),
            source: optional(p, "source"),
            dependencies: list(&p["dependencies"])
                .iter()
                .map(|d| Dependency {
                    name: text(d, "name"),
                    rename: optional(d, "rename"),
                    kind: DependencyKind::of(&d["kind"]),
                })
                .collect(),
            targets: list(&p["targets"])
                .iter()
                .map(|t| Target {
                    name: text(t, "name"),
                    kind: texts(&t["kind"]),
                    src_path: text(t, "src_path").into(),
                    edition: text(t, "edition"),
                })
                .collect(),
            features: p["features"]
                .as_object()
                .map(|f| f.iter().map(|(k, v)| (k.clone(), texts(v))).collect())
                .unwrap_or_default(),
            manifest_path: text(p, "manifest_path").into(),
            metadata: p["metadata"].clone(),
        }
    }
}

/// One message of `cargo build --message-format=json` that the bundler
/// reads.
pub(crate) enum Message {
    /// A crate compiled (or fresh).
    Artifact(Artifact),
    /// A build script ran: the cfgs (`name`, `name="value"`) and the
    /// variables it set.
    BuildScript {
        package_id: PackageId,
        cfgs: Vec<String>,
        env: Vec<(String, String)>,
    },
}

pub(crate) struct Artifact {
    pub package_id: PackageId,
    pub target_name: String,
    pub target_kind: Vec<String>,
    pub features: Vec<String>,
    pub filenames: Vec<PathBuf>,
    pub executable: Option<PathBuf>,
    pub debug_assertions: bool,
    pub overflow_checks: bool,
}

impl Message {
    /// The messages of cargo's standard output, one JSON object a line;
    /// other lines and other messages are skipped.
    pub(crate) fn parse_stream(out: &[u8]) -> Vec<Message> {
        out.split(|&b| b == b'\n')
            .filter_map(|line| serde_json::from_slice::<Value>(line).ok())
            .filter_map(|m| match m["reason"].as_str()? {
                "compiler-artifact" => Some(Message::Artifact(Artifact {
                    package_id: id(&m["package_id"]),
                    target_name: text(&m["target"], "name"),
                    target_kind: texts(&m["target"]["kind"]),
                    features: texts(&m["features"]),
                    filenames: texts(&m["filenames"])
                        .into_iter()
                        .map(PathBuf::from)
                        .collect(),
                    executable: optional(&m, "executable").map(PathBuf::from),
                    debug_assertions: m["profile"]["debug_assertions"] == true,
                    overflow_checks: m["profile"]["overflow_checks"] == true,
                })),
                "build-script-executed" => Some(Message::BuildScript {
                    package_id: id(&m["package_id"]),
                    cfgs: texts(&m["cfgs"]),
                    env: list(&m["env"])
                        .iter()
                        .filter_map(|kv| {
                            Some((kv[0].as_str()?.to_string(), kv[1].as_str()?.to_string()))
                        })
                        .collect(),
                }),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_reads_packages_targets_dependencies_and_the_graph() {
        // cargo writes it on one line; a wrapper of cargo may print
        // another before it.
        let pretty = r#"{
            "packages": [{
                "name": "sol", "version": "0.3.1-beta.2", "id": "path+file:///w/sol#0.3.1-beta.2",
                "license": null, "description": "x", "source": null,
                "authors": ["A <a@b>", "B"], "rust_version": "1.70",
                "dependencies": [
                    {"name": "cp-games", "rename": "cg", "kind": null},
                    {"name": "rand", "rename": null, "kind": "dev"},
                    {"name": "cc", "kind": "build"}
                ],
                "targets": [
                    {"kind": ["bin"], "name": "a", "src_path": "/w/sol/src/bin/a.rs", "edition": "2021"},
                    {"kind": ["lib"], "name": "sol", "src_path": "/w/sol/src/lib.rs", "edition": "2018"}
                ],
                "features": {"default": ["fast"], "fast": []},
                "manifest_path": "/w/sol/Cargo.toml",
                "metadata": {"cp-bundle": {"samples": "in"}}
            }, {
                "name": "cp-games", "version": "0.2.0", "id": "registry+https://x#cp-games@0.2.0",
                "source": "registry+https://x", "dependencies": [], "targets": [],
                "features": {}, "manifest_path": "/r/Cargo.toml", "metadata": null
            }],
            "workspace_members": ["path+file:///w/sol#0.3.1-beta.2"],
            "resolve": {"nodes": [{
                "id": "path+file:///w/sol#0.3.1-beta.2",
                "deps": [{"name": "cg", "pkg": "registry+https://x#cp-games@0.2.0",
                          "dep_kinds": [{"kind": null, "target": null}, {"kind": "dev", "target": null}]}]
            }], "root": null},
            "target_directory": "/w/target", "version": 1, "workspace_root": "/w"
        }"#;
        let json = format!("a line a wrapper printed\n{}\n", pretty.replace('\n', ""));
        let m = Metadata::parse(json.as_bytes()).unwrap();
        assert_eq!(m.workspace_root, PathBuf::from("/w"));
        assert_eq!(m.target_directory, PathBuf::from("/w/target"));
        let members = m.workspace_packages();
        assert_eq!(members.len(), 1);
        let p = members[0];
        assert_eq!(
            (p.name.as_str(), p.version.as_str()),
            ("sol", "0.3.1-beta.2")
        );
        assert_eq!(p.authors, ["A <a@b>", "B"]);
        assert_eq!(
            (p.description.as_deref(), p.license.as_deref()),
            (Some("x"), None)
        );
        assert_eq!(p.rust_version.as_deref(), Some("1.70"));
        assert_eq!(p.source, None);
        let kinds: Vec<_> = p
            .dependencies
            .iter()
            .map(|d| (d.name.as_str(), d.rename.as_deref(), d.kind))
            .collect();
        assert_eq!(
            kinds,
            [
                ("cp-games", Some("cg"), DependencyKind::Normal),
                ("rand", None, DependencyKind::Development),
                ("cc", None, DependencyKind::Build),
            ]
        );
        assert!(p.targets[0].is_bin() && !p.targets[1].is_bin());
        assert_eq!(p.targets[1].src_path, PathBuf::from("/w/sol/src/lib.rs"));
        assert_eq!(p.targets[1].edition, "2018");
        assert_eq!(p.features["default"], ["fast"]);
        assert_eq!(p.metadata["cp-bundle"]["samples"], "in");
        let q = &m.packages[1];
        assert_eq!(q.source.as_deref(), Some("registry+https://x"));
        assert!(q.metadata.get("cp-bundle").is_none());
        let nodes = m.resolve.as_ref().unwrap();
        assert_eq!(nodes[0].id, p.id);
        assert_eq!(nodes[0].deps[0].name, "cg");
        assert_eq!(nodes[0].deps[0].pkg, q.id);
        assert_eq!(
            nodes[0].deps[0].dep_kinds,
            [DependencyKind::Normal, DependencyKind::Development]
        );
        assert!(Metadata::parse(br#"{"version": 2}"#).is_err());
        assert!(Metadata::parse(b"not json").is_err());
        assert!(Metadata::parse(b"{ cut short").is_err());
    }

    #[test]
    fn build_messages_give_artifacts_and_build_scripts() {
        let out = br#"{"reason":"compiler-artifact","package_id":"p#1","manifest_path":"/p/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"p","src_path":"/p/src/lib.rs","edition":"2021"},"profile":{"opt_level":"3","debug_assertions":false,"overflow_checks":true,"test":false},"features":["a","b"],"filenames":["/t/libp.rlib","/t/libp.rmeta"],"executable":null,"fresh":true}
warning: a line that is not JSON
{"reason":"build-script-executed","package_id":"q#2","linked_libs":[],"linked_paths":[],"cfgs":["has_x","v=\"1\""],"env":[["K","v 1"]],"out_dir":"/o"}
{"reason":"compiler-message","package_id":"p#1","message":{}}
{"reason":"compiler-artifact","package_id":"p#1","target":{"kind":["bin"],"name":"main"},"profile":{"debug_assertions":true,"overflow_checks":false},"features":[],"filenames":["/t/main"],"executable":"/t/main"}
{"reason":"build-finished","success":true}"#;
        let msgs = Message::parse_stream(out);
        assert_eq!(msgs.len(), 3);
        let Message::Artifact(a) = &msgs[0] else {
            panic!("an artifact first")
        };
        assert_eq!(a.package_id, PackageId("p#1".into()));
        assert_eq!(
            (a.target_name.as_str(), &a.target_kind[..]),
            ("p", &["lib".to_string()][..])
        );
        assert_eq!(a.features, ["a", "b"]);
        assert_eq!(a.filenames[0], PathBuf::from("/t/libp.rlib"));
        assert_eq!(a.executable, None);
        assert_eq!((a.debug_assertions, a.overflow_checks), (false, true));
        let Message::BuildScript {
            package_id,
            cfgs,
            env,
        } = &msgs[1]
        else {
            panic!("a build script second")
        };
        assert_eq!(package_id.0, "q#2");
        assert_eq!(cfgs, &["has_x", "v=\"1\""]);
        assert_eq!(env, &[("K".to_string(), "v 1".to_string())]);
        let Message::Artifact(b) = &msgs[2] else {
            panic!("the binary third")
        };
        assert_eq!(b.executable, Some(PathBuf::from("/t/main")));
        assert_eq!((b.debug_assertions, b.overflow_checks), (true, false));
    }
}
